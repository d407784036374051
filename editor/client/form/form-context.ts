import type { Picture } from "../../core/editor-state.ts";
import type { Segment } from "../../core/json-writer.ts";

/** What the editor's own widgets need beyond their field: the file, the other content (references) and the pictures. */
export interface EditorFormContext {
  /** Path under content/ of the file the form edits. */
  file: string;
  /** The content as the draft makes it, for the choices of references. */
  files: ReadonlyMap<string, unknown>;
  pictures: readonly Picture[];
  /** Sends a picture for the field at `field`; resolves with its name in content/images/. */
  upload(field: readonly Segment[], current: string | undefined, picture: File): Promise<Picture>;
  /** Removes a picture of content/images/ that no content names; rejects with the server's reason. */
  removePicture(src: string): Promise<void>;
}
