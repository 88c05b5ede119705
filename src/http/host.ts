/** Where a server listens unless told otherwise: this host only. */
export const DEFAULT_HOST = "127.0.0.1";

/** How this host reaches a server listening on `host`, as a URL's host: every interface is reached on loopback. */
export function urlHost(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}
