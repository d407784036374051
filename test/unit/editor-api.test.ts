import { afterEach, describe, expect, test, vi } from "vitest";
import { api, ApiError } from "../../editor/client/api.ts";

/*
 * The editor page's calls: a check answered while the next keystroke aborts it must fail
 * (and be ignored), never be taken for an answer without errors.
 */

const respond = (response: Response) => vi.stubGlobal("fetch", vi.fn(async () => response));

/** A 200 whose body stops mid-way, as when the request's signal aborts while it arrives. */
function interruptedAnswer(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"errors": ['));
      controller.error(new DOMException("The operation was aborted.", "AbortError"));
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the editor's calls to its server", () => {
  test("a check's answer is read as sent", async () => {
    const errors = [{ file: "content/fiches/rbn.json", path: ["code"], message: "code : …", line: "x" }];
    respond(Response.json({ errors, shell: "v1" }));
    await expect(api.check({})).resolves.toEqual({ errors, shell: "v1" });
  });

  test("an answer whose body cannot be read rejects instead of resolving empty", async () => {
    respond(interruptedAnswer());
    await expect(api.check({})).rejects.toThrow();
  });

  test("an answer that is not JSON rejects too", async () => {
    respond(new Response("<html>proxy error</html>", { status: 200 }));
    await expect(api.check({})).rejects.toThrow();
  });

  test("a refusal carries the server's message and errors", async () => {
    respond(Response.json({ message: "Enregistrement refusé", errors: [] }, { status: 422 }));
    const refusal = await api.save({}).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 422, message: "Enregistrement refusé", body: { errors: [] } });
  });

  test("a refusal without a readable body still says its status", async () => {
    respond(new Response("", { status: 500 }));
    await expect(api.save({})).rejects.toMatchObject({ status: 500, message: "500" });
  });
});
