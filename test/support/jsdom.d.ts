// jsdom ships no types; the tests parse HTML with it, and the SVG policy (scripts/lib/svg-policy.ts) parses SVG files.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
