import { findMissingFacts, findPlaceholders, findUnreadyLanguages, formatPlaceholder, formatUnreadyLanguage } from "#scripts/checks/publication-check.ts";
import { formatMissingFact } from "#scripts/checks/buyer-facts-to-supply.ts";
import { formatError, validateContent } from "#scripts/checks/content/validate.ts";
import { TEXTS } from "../texts.ts";
import type { ProjectPaths } from "./draft-content.ts";
import { HistoryError, pendingFiles, recordVersion, remoteState, sendVersions, type GitFailure, type PendingFile, type RemoteState } from "./history.ts";

/*
 * The "Publier" screen's server side: what keeps the saved content from being published
 * (the content check, then the go-live check — the same functions as
 * `npm run validate:content` and `npm run check:publication`), and the publication
 * itself: a new version of content/ and public/ in the history, sent to the remote the
 * host builds from when there is one.
 */

/** One thing that keeps the site from being published, with the field that holds it. */
export interface Blocker {
  /** From the project's root: `content/site/entreprise.json`. */
  file: string;
  /** The field in the file (`mentionsLegales.identifiantUnique`), empty for the whole file. */
  path: string;
  /** The line `npm run validate:content` or `npm run check:publication` prints. */
  text: string;
  /** What is wrong and what to do, without the place: the editor names the place in the form's words. Absent where the line names it already (a language). */
  message?: string;
  /** Line and column of a syntax error. */
  line?: number;
  column?: number;
  kind: "contenu" | "mise-en-ligne";
}

/** A go-live line without its "file › field : " opening. */
const afterPlace = (line: string) => line.slice(line.indexOf(" : ") + 3);

/** Everything that blocks publication of the content as saved on disk; the go-live check only once the content passes its own. */
export function publicationBlockers(paths: ProjectPaths): Blocker[] {
  const { errors } = validateContent({ contentDir: paths.contentDir, publicDir: paths.publicDir, schemaDir: paths.schemaDir });
  if (errors.length > 0) return errors.map((error) => ({ file: error.file, path: error.path, text: formatError(error), message: error.message, line: error.line, column: error.column, kind: "contenu" }));
  const dirs = { contentDir: paths.contentDir, publicDir: paths.publicDir };
  return [
    ...findPlaceholders(dirs).map((found) => ({ file: found.file, path: found.field, text: formatPlaceholder(found), message: afterPlace(formatPlaceholder(found)), kind: "mise-en-ligne" as const })),
    ...findMissingFacts(dirs).map((fact) => ({ file: fact.file, path: fact.field, text: formatMissingFact(fact), message: afterPlace(formatMissingFact(fact)), kind: "mise-en-ligne" as const })),
    ...findUnreadyLanguages(dirs).map((language) => ({ file: "content/site/langues.json", path: "langues", text: formatUnreadyLanguage(language), kind: "mise-en-ligne" as const })),
  ];
}

export interface PublicationState {
  /** False when the project is not a git working copy: nothing can be recorded. */
  available: boolean;
  /** The remote publications are sent to. */
  remoteName: string;
  blockers: Blocker[];
  files: PendingFile[];
  remote?: RemoteState;
  /** Why the remote cannot be used (no branch checked out), in French. */
  remoteProblem?: string;
}

/** The French sentence for a failed git step. */
export const failureText = (reason: GitFailure, detail = "") => TEXTS.publish.failures[reason](detail);

async function remoteOf(root: string, remote: string): Promise<{ remote?: RemoteState; remoteProblem?: string }> {
  try {
    return { remote: await remoteState(root, remote) };
  } catch (error) {
    return { remoteProblem: error instanceof HistoryError ? failureText(error.reason, error.detail) : String(error) };
  }
}

export async function publicationState(paths: ProjectPaths, remote: string, available: boolean): Promise<PublicationState> {
  const blockers = publicationBlockers(paths);
  if (!available) return { available, remoteName: remote, blockers, files: [] };
  return { available, remoteName: remote, blockers, files: await pendingFiles(paths.root), ...(await remoteOf(paths.root, remote)) };
}

export interface Published {
  /** The new version, when there was something to record. */
  version?: string;
  /** Where the versions were sent, when the project has a remote and sending worked. */
  sent?: { remote: string; branch: string };
  /** Why sending failed, in French; the version stays recorded on this computer. */
  sendFailed?: string;
}

/** Sends the versions the remote lacks, if the project has one; a failure is told, never thrown. */
export async function sendIfRemote(root: string, remote: string): Promise<Pick<Published, "sent" | "sendFailed">> {
  try {
    const state = await remoteState(root, remote);
    if (!state || state.unsent === 0) return {};
    await sendVersions(root, remote);
    return { sent: { remote: state.remote, branch: state.branch } };
  } catch (error) {
    return { sendFailed: error instanceof HistoryError ? failureText(error.reason, error.detail) : String(error) };
  }
}

/** Records the saved content in a new version (if anything changed) and sends it. Blockers are checked by the caller. */
export async function publish(root: string, remote: string, message: string, author: string): Promise<Published> {
  const version = (await pendingFiles(root)).length > 0 ? await recordVersion(root, message, { name: author }) : undefined;
  return { version, ...(await sendIfRemote(root, remote)) };
}
