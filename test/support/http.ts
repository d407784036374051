import { createServer, type IncomingMessage } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/*
 * Raw HTTP for the tests of the static hosts (nginx, Cloudflare Pages): a free port to
 * start a server on, and answers kept as they came over the wire, so that encodings,
 * headers and "../" can be checked.
 */

/** A port nothing listens on, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (still compressed if Content-Encoding says so). */
  raw: Buffer;
  /** The body once decoded. */
  body: string;
}

/** A response handler that resolves with the whole answer, its body decoded when it came compressed (gzip or Brotli). */
export function collectAnswer(resolve: (answer: Answer) => void) {
  return (response: IncomingMessage) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("end", () => {
      const raw = Buffer.concat(chunks);
      const encoding = response.headers["content-encoding"];
      const decoded = encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw;
      resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, body: decoded.toString("utf8") });
    });
  };
}
