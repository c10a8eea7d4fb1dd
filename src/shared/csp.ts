/**
 * The Content-Security-Policy of every production page: only our own scripts, styles and
 * connections (the web host's WebSocket is same-origin), no plugins, no framing, no
 * inline scripts. Set as a meta tag at build time and as a header by the web host.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ')
