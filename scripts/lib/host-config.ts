import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  CACHE_CONTROL,
  COMPRESSIBLE_EXTENSIONS,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  HASHED_ASSETS_PREFIX,
  MIN_COMPRESSED_SIZE,
  SECURITY_HEADERS,
  serializePolicy,
  SVG_POLICY,
} from "./host-headers.ts";

/**
 * Host configurations rendered from scripts/lib/host-headers.ts: the nginx server block
 * committed as deploy/nginx.conf (`npm run generate:host-config`, checked by a unit
 * test), and the `_headers`/`_redirects` files that Netlify and Cloudflare Pages read
 * from the published folder (written into build/client/ by the build, since the
 * redirects follow the content's routes).
 */

const mimeType = (contentType: string) => contentType.split(";")[0]!.trim();

for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
  // nginx quotes values with ", _headers takes the rest of the line.
  if (/["\n\\]/.test(value)) throw new Error(`en-tête ${name} : valeur impossible à écrire telle quelle`);
}

function nginxTypes(indent: string): string {
  const byType = new Map<string, string[]>();
  for (const [extension, contentType] of Object.entries(CONTENT_TYPES)) {
    const type = mimeType(contentType);
    byType.set(type, [...(byType.get(type) ?? []), extension.slice(1)]);
  }
  return [...byType].map(([type, extensions]) => `${indent}    ${type.padEnd(24)} ${extensions.join(" ")};`).join("\n");
}

/** Names of the variables the server block sets through map {}, prefixed so that they cannot clash with another site's. */
export const NGINX_VARIABLES = { policy: "$stone_paper_csp", cacheControl: "$stone_paper_cache_control" } as const;

export const NGINX_BANNER = "# Generated from scripts/lib/host-headers.ts by `npm run generate:host-config`: do not edit by hand.";

/** The nginx server block for the static site (deploy/nginx.conf). */
export function renderNginxConf(): string {
  const charsetTypes = [...new Set(Object.values(CONTENT_TYPES).filter((type) => type.includes("charset=utf-8")).map(mimeType))];
  const gzipTypes = [
    ...new Set(
      [...COMPRESSIBLE_EXTENSIONS].map((extension) => mimeType(CONTENT_TYPES[extension]!)).filter((type) => type !== "text/html"),
    ),
  ];
  const indent = "    ";
  const headerLines = Object.entries({
    ...SECURITY_HEADERS,
    "Content-Security-Policy": NGINX_VARIABLES.policy,
    "Cache-Control": NGINX_VARIABLES.cacheControl,
  })
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join("\n");
  return `${NGINX_BANNER}
#
# Server block for the pre-rendered site: include it in the http {} block of nginx
# (e.g. /etc/nginx/conf.d/) and point root at the build output (build/client/).
# Terminate TLS here (listen 443 ssl, certificates) or in front of nginx: the
# Strict-Transport-Security header only counts when the site is reached over HTTPS.

# The policy of each response: SVG files get their own (no scripts, sandboxed), the
# rest the site-wide one. Hashed assets are cached for a year; everything else,
# including error pages (their $uri is the error page's), is revalidated.
map $uri ${NGINX_VARIABLES.policy} {
    default "${SECURITY_HEADERS["Content-Security-Policy"]}";
    "~*\\.svg$" "${serializePolicy(SVG_POLICY)}";
}
map $uri ${NGINX_VARIABLES.cacheControl} {
    default "${CACHE_CONTROL.revalidate}";
    "~^${HASHED_ASSETS_PREFIX}" "${CACHE_CONTROL.hashedAsset}";
}

server {
    listen 80;
    listen [::]:80;
    server_name _;
    root /var/www/stone-paper/build/client;

    server_tokens off;
    autoindex off;

    # The headers are set here, at server level, and no location sets its own (which
    # would replace them all): every answer gets them, nginx's own errors (400, 414…)
    # included, thanks to "always".
${headerLines}

    # Types of every file the build contains (text/javascript for .js, as RFC 9239 says;
    # .data is React Router's navigation data), whatever the distribution's mime.types holds.
    types {
${nginxTypes(indent)}
    }
    default_type ${DEFAULT_CONTENT_TYPE};
    charset utf-8;
    charset_types ${charsetTypes.join(" ")};

    # Text is compressed on the fly; images, fonts and PDFs are compressed already.
    gzip on;
    gzip_comp_level 6;
    gzip_min_length ${MIN_COMPRESSED_SIZE};
    gzip_vary on;
    gzip_proxied any;
    gzip_types ${gzipTypes.join(" ")};

    # Unknown paths get the pre-rendered 404 page with status 404.
    error_page 404 /404.html;

    # Pages: /x and /x/ both serve x/index.html, without a redirect. No "$uri/" fallback:
    # a folder without index.html (such as /assets/) must be a 404, not a 403.
    location / {
        try_files $uri $uri/index.html =404;
    }

    # Hashed file names (Vite's assets, image variants) change with their content.
    location ${HASHED_ASSETS_PREFIX} {
        try_files $uri =404;
    }

    location = /404.html {
        internal;
    }

    # Configuration for other hosts, published with the site but not part of it.
    location ~ ^/_(headers|redirects)$ {
        return 404;
    }
}
`;
}

/** `_headers` (Netlify, Cloudflare Pages): security headers everywhere, long caching for hashed assets. */
export function renderHeadersFile(): string {
  const headers = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  // Both hosts join the values of a header set by two matching rules, so Cache-Control is
  // set only for /assets/*; HTML keeps the hosts' default, which revalidates.
  // For SVG files the two policies are joined into one header, and browsers enforce
  // both: the SVG one, stricter, decides.
  return [
    "# Generated by the build from scripts/lib/host-headers.ts: do not edit.",
    "/*",
    ...headers,
    "",
    `${HASHED_ASSETS_PREFIX}*`,
    `  Cache-Control: ${CACHE_CONTROL.hashedAsset}`,
    "",
    "/*.svg",
    `  Content-Security-Policy: ${serializePolicy(SVG_POLICY)}`,
    "",
  ].join("\n");
}

/**
 * `_redirects`: both hosts answer `/x` (a folder with index.html) with a redirect to
 * `/x/`; the site's canonical addresses have no trailing slash, so each page's address
 * is rewritten (status 200, forced) to its folder instead. 404.html is picked up by both
 * hosts without a rule.
 */
export function renderRedirectsFile(routePaths: string[]): string {
  const rules = routePaths.filter((route) => route !== "/").map((route) => `${route} ${route}/ 200!`);
  return ["# Generated by the build from the site's routes: do not edit.", ...rules, ""].join("\n");
}

/** Writes `_headers` and `_redirects` into the published folder. */
export function writeHostFiles(buildDir: string, routePaths: string[]): void {
  writeFileSync(path.join(buildDir, "_headers"), renderHeadersFile());
  writeFileSync(path.join(buildDir, "_redirects"), renderRedirectsFile(routePaths));
}
