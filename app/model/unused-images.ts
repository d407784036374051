import { isPipelineImage } from "./images.ts";

/*
 * The pictures of content/images/ that no content names: an upload replaced by another,
 * a page deleted. The editor offers to remove them and `npm run validate:content` lists
 * them. The brand pictures of public/images/marque/ are never among them: the site's code
 * names some of them (the favicon) without any content file doing so.
 */

/** Every string inside a value (a file's data), or the value itself when it is a text (a file that is not valid JSON). */
function* texts(value: unknown): Generator<string> {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") yield item;
    else if (item !== null && typeof item === "object") stack.push(...Object.values(item));
  }
}

/**
 * The pictures among `sources` (`/images/…` paths) that no text of `contents` names. A
 * picture is named by a text that contains its path, so the raw text of a file that is not
 * valid JSON keeps its pictures too.
 */
export function unusedImages(sources: Iterable<string>, contents: Iterable<unknown>): string[] {
  const all = [...contents].flatMap((content) => [...texts(content)]).filter((text) => text.includes("/images/"));
  return [...sources].filter((src) => isPipelineImage(src) && !all.some((text) => text.includes(src))).sort();
}
