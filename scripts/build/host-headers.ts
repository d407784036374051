/**
 * The one source of truth for what the site's host sends besides the files themselves:
 * security headers, caching and content types. scripts/serve.ts sends them,
 * deploy/nginx.conf and the `_headers` file of Netlify/Cloudflare Pages-style hosts are
 * generated from them (scripts/build/host-config.ts), and the tests check all three.
 * Why each value: docs/decisions/2026-11-21-content-security-policy.md.
 */

/**
 * The policy every response carries. It leaves `script-src` (and `default-src`, which
 * would stand in for it) to each page's `<meta http-equiv="Content-Security-Policy">`,
 * which lists the hashes of that page's inline scripts (scripts/build/csp.ts): browsers
 * enforce both policies, so a `script-src` here without those hashes would block them.
 * What it adds: the directives a meta policy cannot carry (`frame-ancestors`), and the
 * same limits on the non-HTML responses (SVG, PDF) that have no meta.
 */
export const HEADER_POLICY: Record<string, string[]> = {
  "base-uri": ["'none'"],
  "object-src": ["'none'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
  // Inline event-handler attributes (onclick="…") are never needed: React binds handlers in JavaScript.
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "media-src": ["'self'"],
  "manifest-src": ["'self'"],
  // Same-origin frames only (a PDF preview, say); the meta policy's default-src says the same.
  "frame-src": ["'self'"],
  "worker-src": ["'none'"],
};

/**
 * The per-page policy, without `script-src`, which csp.ts completes with the page's
 * hashes. It repeats the header's limits so that a host that cannot send headers still
 * gets them (except `frame-ancestors`, which browsers ignore in a meta element).
 */
export const PAGE_POLICY: Record<string, string[]> = {
  // Also what Firefox checks the icons' sprite against (an outside <use>), not img-src.
  "default-src": ["'self'"],
  "style-src": HEADER_POLICY["style-src"],
  "img-src": HEADER_POLICY["img-src"],
  "font-src": HEADER_POLICY["font-src"],
  "connect-src": HEADER_POLICY["connect-src"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
};

/** `script-src` sources allowed on every page besides its inline-script hashes: same-origin modules and chunks. */
export const SCRIPT_SOURCES = ["'self'"];

/** Sources that would reopen the door hashes close; csp.ts and the tests refuse them in `script-src`. */
export const FORBIDDEN_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'", "'unsafe-hashes'", "*", "data:", "blob:"];

export function serializePolicy(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join("; ");
}

/**
 * Powerful features the site never uses, turned off for it and for anything it could
 * ever embed. Only tokens Chromium recognises: an unknown one makes it log a warning on
 * every page (the end-to-end tests fail on console warnings). The clipboard keeps its
 * default (this origin only): the contact form's "copy the message" button writes to it,
 * and its end-to-end test reads the copy back; reading still asks the visitor.
 */
export const DISABLED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "captured-surface-control",
  "compute-pressure",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "identity-credentials-get",
  "idle-detection",
  "interest-cohort",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "picture-in-picture",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "storage-access",
  "sync-xhr",
  "usb",
  "window-management",
  "xr-spatial-tracking",
];

export const PERMISSIONS_POLICY = DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", ");

/**
 * The policy of SVG files. Opened directly (not through <img>), an SVG is a document of
 * the site's origin: any <script> in it would run there, and the site-wide header leaves
 * scripts to the pages' meta policies, which an SVG does not have. This one allows only
 * what a logo needs (its own inline styles, embedded data: pictures) and sandboxes the
 * rest. Pictures shown through <img> never run scripts and keep showing.
 */
export const SVG_POLICY: Record<string, string[]> = {
  "default-src": ["'none'"],
  "style-src": ["'unsafe-inline'"],
  "img-src": ["data:"],
  "frame-ancestors": ["'none'"],
  sandbox: [],
};

/** Sent with every response, whatever its status. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  // A page opened from the site (or opening it) in another tab cannot reach it through
  // window.opener: the site's own new tabs (catalogue, webmail links) need no such link.
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Content-Security-Policy": serializePolicy(HEADER_POLICY),
};

/** What the host configurations take from the content (content/site/reglages.json). */
export interface HostOptions {
  /** An https:// address that receives the browsers' reports of blocked resources (`signalementCsp`); none by default. */
  reportTo?: string;
  /** The codes of the languages built besides French, each with its 404 page under its prefix (content/site/langues.json). */
  languages?: readonly string[];
}

/** The Reporting API group the policies name in `report-to`. */
export const REPORT_GROUP = "csp";

/** Files served under the SVG policy instead of the site-wide one. */
export const isSvg = (pathname: string) => /\.svg$/i.test(pathname);

/**
 * The security headers of one response: the SVG policy replaces the site-wide one for
 * SVG files, and with a report address both policies name it. The preview server sends
 * no reports (a local preview would fill the real endpoint with noise).
 */
export function securityHeadersFor(pathname: string, { reportTo }: HostOptions = {}): Readonly<Record<string, string>> {
  const policy = isSvg(pathname) ? SVG_POLICY : HEADER_POLICY;
  if (!reportTo) return isSvg(pathname) ? { ...SECURITY_HEADERS, "Content-Security-Policy": serializePolicy(policy) } : SECURITY_HEADERS;
  return {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": serializePolicy({ ...policy, "report-to": [REPORT_GROUP] }),
    "Reporting-Endpoints": `${REPORT_GROUP}="${reportTo}"`,
  };
}

/** The pre-rendered 404 page: the answer to unknown paths, itself a 404 at its own address (an internal location of nginx). */
export const NOT_FOUND_PAGE = "/404.html";

/** A language's 404 page: "/404.html" for French, "/en/404.html"… */
export const notFoundPageOf = (language?: string) => (language ? `/${language}${NOT_FOUND_PAGE}` : NOT_FOUND_PAGE);

/** Files published for Netlify and Cloudflare Pages, which read them and never serve them: any other host answers 404. */
export const HOST_FILES = ["/_headers", "/_redirects"] as const;

/** Where hashed, never-changing files live (Vite's assets and the image variants). */
export const HASHED_ASSETS_PREFIX = "/assets/";

export const CACHE_CONTROL = {
  /** File names change with their content: cache for a year, never revalidate. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** HTML, .data and unhashed public files: reuse only after checking with the server (ETag/Last-Modified). */
  revalidate: "no-cache",
} as const;

/** Cache-Control for a path answered with a status (error pages are never cached as the asset). */
export function cacheControlFor(pathname: string, status: number): string {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) && status === 200 ? CACHE_CONTROL.hashedAsset : CACHE_CONTROL.revalidate;
}

/** Content types by file extension, for every kind of file the build contains. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  // React Router's client navigation data (turbo-stream); its own server uses this type.
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ico": "image/x-icon",
};

export const DEFAULT_CONTENT_TYPE = "application/octet-stream";

/** Text formats worth compressing; images, fonts and PDFs are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".txt", ".xml"]);

/** Below this size compression saves less than its headers cost. */
export const MIN_COMPRESSED_SIZE = 1024;

/** Whether a file of this extension and size is sent compressed (and so gets a Brotli copy at build time). */
export const worthCompressing = (extension: string, size: number): boolean => COMPRESSIBLE_EXTENSIONS.has(extension) && size >= MIN_COMPRESSED_SIZE;
