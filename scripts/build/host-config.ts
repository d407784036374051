import { writeFileSync } from "node:fs";
import path from "node:path";
import { builtLocales, loadContent } from "#app/content/loader.server.ts";
import {
  CACHE_CONTROL,
  COMPRESSIBLE_EXTENSIONS,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  HASHED_ASSETS_PREFIX,
  HOST_FILES,
  MIN_COMPRESSED_SIZE,
  NOT_FOUND_PAGE,
  notFoundPageOf,
  securityHeadersFor,
  type HostOptions,
} from "./host-headers.ts";

/**
 * Host configurations rendered from scripts/build/host-headers.ts: the nginx server block
 * committed as deploy/nginx.conf (`npm run generate:host-config`, checked by a unit
 * test), and the `_headers`/`_redirects` files that Netlify and Cloudflare Pages read
 * from the published folder (written into build/client/ by the build, since the
 * redirects follow the content's routes).
 */

/** The host options the content sets (content/site/reglages.json). */
export function hostOptionsFromContent(contentDir?: string): HostOptions {
  const { signalementCsp } = loadContent(contentDir).settings;
  const languages = builtLocales(contentDir).slice(1);
  return { ...(signalementCsp && { reportTo: signalementCsp }), ...(languages.length > 0 && { languages }) };
}

const mimeType = (contentType: string) => contentType.split(";")[0]!.trim();

/** A header value as nginx reads it: in double quotes, or single ones when it holds double quotes (Reporting-Endpoints). */
function nginxQuoted(name: string, value: string): string {
  if (/[\n\\]/.test(value) || (value.includes('"') && value.includes("'"))) throw new Error(`en-tête ${name} : valeur impossible à écrire telle quelle`);
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

/*
 * nginx reads "$name" in add_header and map values as a variable, and has no escape for
 * "$" in a string: "$unknown_var" in a report address stops `nginx -t` (unknown
 * variable), and a known name would be replaced by its value. Refusing "$" in the
 * content would refuse legitimate addresses (a query string may hold one), so each "$"
 * is written as a variable whose value is "$": geo values are taken as they are, never
 * read for variables, which makes `geo $v { default "$"; }` the usual way to get one.
 * The braces keep letters after it out of the variable's name ("${v}unknown_var").
 */
const dollarReference = () => `\${${NGINX_VARIABLES.dollar.slice(1)}}`;

/** A value of the site's own, with every "$" kept as a "$" (see dollarReference). */
const nginxValue = (name: string, value: string): string => nginxQuoted(name, value.replaceAll("$", dollarReference()));

function nginxTypes(indent: string): string {
  const byType = new Map<string, string[]>();
  for (const [extension, contentType] of Object.entries(CONTENT_TYPES)) {
    const type = mimeType(contentType);
    byType.set(type, [...(byType.get(type) ?? []), extension.slice(1)]);
  }
  return [...byType].map(([type, extensions]) => `${indent}    ${type.padEnd(24)} ${extensions.join(" ")};`).join("\n");
}

/** Names of the variables the server block sets through map {}, prefixed so that they cannot clash with another site's. */
export const NGINX_VARIABLES = { policy: "$stone_paper_csp", cacheControl: "$stone_paper_cache_control", dollar: "$stone_paper_dollar" } as const;

/** Where the shipped configuration expects the certificate: placeholders, to replace with the real domain's. */
export const NGINX_CERTIFICATE = {
  certificate: "/etc/letsencrypt/live/example.com/fullchain.pem",
  key: "/etc/letsencrypt/live/example.com/privkey.pem",
} as const;

/**
 * Mozilla's "intermediate" TLS profile (Server Side TLS 5.7/6.0): TLS 1.2 and 1.3, only
 * forward-secret AEAD suites for 1.2 (1.3 has only such suites), the client's preference
 * among them, no session tickets (they would weaken forward secrecy without rotation).
 */
export const MOZILLA_INTERMEDIATE_TLS = {
  protocols: "TLSv1.2 TLSv1.3",
  curves: "X25519:prime256v1:secp384r1",
  ciphers: [
    "ECDHE-ECDSA-AES128-GCM-SHA256",
    "ECDHE-RSA-AES128-GCM-SHA256",
    "ECDHE-ECDSA-AES256-GCM-SHA384",
    "ECDHE-RSA-AES256-GCM-SHA384",
    "ECDHE-ECDSA-CHACHA20-POLY1305",
    "ECDHE-RSA-CHACHA20-POLY1305",
  ].join(":"),
} as const;

export const NGINX_BANNER = "# Generated from scripts/build/host-headers.ts by `npm run generate:host-config`: do not edit by hand.";

/** The nginx configuration of the static site (deploy/nginx.conf): an HTTPS server and a port-80 server that redirects to it. */
export function renderNginxConf(options: HostOptions = {}): string {
  // nginx always adds text/html to charset_types: listing it again is a "duplicate MIME type" warning.
  const charsetTypes = [
    ...new Set(Object.values(CONTENT_TYPES).filter((type) => type.includes("charset=utf-8")).map(mimeType)),
  ].filter((type) => type !== "text/html");
  // The same for gzip_types.
  const gzipTypes = [
    ...new Set([...COMPRESSIBLE_EXTENSIONS].map((extension) => mimeType(CONTENT_TYPES[extension]!)).filter((type) => type !== "text/html")),
  ];
  const siteHeaders = securityHeadersFor("/", options);
  const variables: Record<string, string> = { "Content-Security-Policy": NGINX_VARIABLES.policy, "Cache-Control": NGINX_VARIABLES.cacheControl };
  const headerLines = Object.entries({ ...siteHeaders, ...variables })
    .map(([name, value]) => `    add_header ${name} ${name in variables ? nginxQuoted(name, value) : nginxValue(name, value)} always;`)
    .join("\n");
  const svgPolicy = securityHeadersFor("/x.svg", options)["Content-Security-Policy"]!;
  const needsDollar = [...Object.values(siteHeaders), svgPolicy].some((value) => value.includes("$"));
  const dollarBlock = needsDollar
    ? `# nginx has no escape for "$" in a string: each "$" of the values below is written
# ${dollarReference()}, a variable that holds one (geo values are never read for variables).
geo ${NGINX_VARIABLES.dollar} {
    default "$";
}

`
    : "";
  const tls = MOZILLA_INTERMEDIATE_TLS;
  return `${NGINX_BANNER}
#
# The pre-rendered site over HTTPS, for the http {} block of nginx (e.g. a file in
# /etc/nginx/conf.d/). Before use: point root at the uploaded build/client/, and replace
# example.com in the certificate paths with the site's domain (certbot writes them there).
# Needs the brotli_static module: Debian's and Ubuntu's package
# libnginx-mod-http-brotli-static, loaded by its installation.
# nginx 1.25.1 and later prefer "http2 on;" to "listen … http2" (both work).

${dollarBlock}# The policy of each answer: SVG files get their own (no scripts, sandboxed), the
# rest the site-wide one. Hashed assets are cached for a year; everything else,
# error pages included (their $uri is the error page's), is revalidated.
map $uri ${NGINX_VARIABLES.policy} {
    default ${nginxValue("Content-Security-Policy", siteHeaders["Content-Security-Policy"]!)};
    "~*\\.svg$" ${nginxValue("Content-Security-Policy", svgPolicy)};
}
map $uri ${NGINX_VARIABLES.cacheControl} {
    default "${CACHE_CONTROL.revalidate}";
    "~^${HASHED_ASSETS_PREFIX}" "${CACHE_CONTROL.hashedAsset}";
}

# Plain HTTP: every address answers with a permanent redirect to the same one over HTTPS.
server {
    listen 80;
    listen [::]:80;
    server_name _;
    server_tokens off;

${headerLines}

    # Let's Encrypt's HTTP challenge (certbot --webroot -w /var/www/letsencrypt) stays on HTTP.
    location ^~ /.well-known/acme-challenge/ {
        root /var/www/letsencrypt;
    }

    location / {
        return 301 https://$host$request_uri;
    }
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name _;
    root /var/www/stone-paper/build/client;

    server_tokens off;
    autoindex off;

    ssl_certificate ${NGINX_CERTIFICATE.certificate};
    ssl_certificate_key ${NGINX_CERTIFICATE.key};

    # Mozilla's intermediate profile: TLS 1.2 and 1.3, forward-secret AEAD suites only.
    ssl_protocols ${tls.protocols};
    ssl_ecdh_curve ${tls.curves};
    ssl_ciphers ${tls.ciphers};
    ssl_prefer_server_ciphers off;
    ssl_session_timeout 1d;
    ssl_session_cache shared:StonePaperTLS:10m;
    ssl_session_tickets off;

    # The headers are set here, at server level, and no location sets its own (which
    # would replace them all): every answer gets them, nginx's own errors (400, 414…)
    # included, thanks to "always".
${headerLines}

    # Types of every file the build contains (text/javascript for .js, as RFC 9239 says;
    # .data is React Router's navigation data), whatever the distribution's mime.types holds.
    types {
${nginxTypes("    ")}
    }
    default_type ${DEFAULT_CONTENT_TYPE};
    charset utf-8;
    charset_types ${charsetTypes.join(" ")};

    # Text: the build's Brotli copy (<file>.br, the highest quality) to browsers that accept
    # Brotli, which is every browser over HTTPS; gzip on the fly to the others. Images,
    # fonts and PDFs are compressed already.
    brotli_static on;
    gzip on;
    gzip_comp_level 6;
    gzip_min_length ${MIN_COMPRESSED_SIZE};
    gzip_vary on;
    gzip_proxied any;
    gzip_types ${gzipTypes.join(" ")};

    # Unknown paths get the pre-rendered 404 page with status 404.
    error_page 404 ${NOT_FOUND_PAGE};

    # Pages: /x and /x/ both serve x/index.html, without a redirect. No "$uri/" fallback:
    # a folder without index.html (such as /assets/) must be a 404, not a 403.
    location / {
        try_files $uri $uri/index.html =404;
    }

    # Hashed file names (Vite's assets, image variants) change with their content.
    location ${HASHED_ASSETS_PREFIX} {
        try_files $uri =404;
    }

    location = ${NOT_FOUND_PAGE} {
        internal;
    }
${(options.languages ?? [])
  .map(
    (language) => `
    # Unknown paths under /${language}/ get that language's 404 page.
    location /${language}/ {
        error_page 404 ${notFoundPageOf(language)};
        try_files $uri $uri/index.html =404;
    }

    location = ${notFoundPageOf(language)} {
        internal;
    }
`,
  )
  .join("")}
    # Configuration for other hosts, published with the site but not part of it.
${HOST_FILES.map((file) => `    location = ${file} {\n        return 404;\n    }`).join("\n")}
}
`;
}

/** `_headers` (Netlify, Cloudflare Pages): security headers everywhere, long caching for hashed assets, the SVG policy. */
export function renderHeadersFile(options: HostOptions = {}): string {
  const headers = Object.entries(securityHeadersFor("/", options)).map(([name, value]) => `  ${name}: ${value}`);
  for (const line of headers) if (line.includes("\n")) throw new Error(`_headers : valeur sur plusieurs lignes (${line})`);
  // Both hosts join the values of a header set by two matching rules, so Cache-Control is
  // set only for /assets/*; HTML keeps the hosts' default, which revalidates. For SVG
  // files the two policies are joined into one header, and browsers enforce both: the
  // SVG one, stricter, decides. Navigation data gets its type here: Cloudflare Pages
  // would send .data as application/octet-stream, which its edge does not compress.
  return [
    "# Generated by the build from scripts/build/host-headers.ts: do not edit.",
    "/*",
    ...headers,
    "",
    `${HASHED_ASSETS_PREFIX}*`,
    `  Cache-Control: ${CACHE_CONTROL.hashedAsset}`,
    "",
    "/*.svg",
    `  Content-Security-Policy: ${securityHeadersFor("/x.svg", options)["Content-Security-Policy"]}`,
    "",
    "/*.data",
    `  Content-Type: ${CONTENT_TYPES[".data"]}`,
    "",
  ].join("\n");
}

/**
 * `_redirects`: both hosts answer `/x` (a folder with index.html) with a redirect to
 * `/x/`; the site's canonical addresses have no trailing slash, so each page's address
 * is rewritten (status 200) to its folder instead. The two hosts disagree on how to write
 * it: Netlify applies a rewrite over an existing page only when forced (`200!`), a status
 * Cloudflare Pages refuses (it skips the line with a warning and reads the next one; its
 * rewrites always apply). Netlify stops at the first rule that matches, so the plain
 * `200` after it is Cloudflare's alone. 404.html is picked up by both hosts without a rule.
 */
export function renderRedirectsFile(routePaths: string[]): string {
  const rules = routePaths.filter((route) => route !== "/").flatMap((route) => [`${route} ${route}/ 200!`, `${route} ${route}/ 200`]);
  return [
    "# Generated by the build from the site's routes: do not edit.",
    "# Each page twice: \"200!\" for Netlify, \"200\" for Cloudflare Pages (which skips the first).",
    ...rules,
    "",
  ].join("\n");
}

/** Writes `_headers` and `_redirects` into the published folder. */
export function writeHostFiles(buildDir: string, routePaths: string[], options: HostOptions = {}): void {
  writeFileSync(path.join(buildDir, "_headers"), renderHeadersFile(options));
  writeFileSync(path.join(buildDir, "_redirects"), renderRedirectsFile(routePaths));
}
