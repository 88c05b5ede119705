import type { Download } from "./cloud-types.js";
import { downloadSpec, first, toDownload, type DownloadOptions } from "./download.js";
import { ApiError, type Service } from "./errors.js";
import { HttpClient, type RawResponse } from "./http.js";

/** A signed URL may itself redirect (storage regions); more hops than this is a loop. */
const MAX_REDIRECTS = 3;

/**
 * Downloads a signed result URL (a partner task's `generated` file): no credential of ours goes
 * with it, only http(s) is fetched, redirects are followed a few times, and the body is a stream.
 */
export async function downloadSigned(
  url: string,
  service: Service,
  options: DownloadOptions & { timeoutMs?: number } = {},
): Promise<Download> {
  let target = parse(url, service);
  for (let hops = 0; ; hops++) {
    const http = new HttpClient({ service, baseUrl: target.origin, timeoutMs: options.timeoutMs, signedUrls: true });
    const response: RawResponse = await http.send({
      method: "GET",
      path: target.pathname + target.search,
      ...downloadSpec(options),
    });
    if (response.status < 300)
      return toDownload(response, decodeURIComponent(target.pathname.split("/").pop() ?? "") || "output", service);
    response.body.resume();
    const location = first(response.headers.location);
    if (location === undefined || hops === MAX_REDIRECTS) {
      throw new ApiError({
        service,
        code: "invalid_response",
        message: `a result download answered ${response.status} with no usable Location`,
        retryable: false,
      });
    }
    target = parse(new URL(location, target).href, service);
  }
}

function parse(url: string, service: Service): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ApiError({ service, code: "invalid_response", message: "a result URL is not a URL", retryable: false });
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new ApiError({
      service,
      code: "invalid_response",
      message: `a result URL uses ${parsed.protocol}, not http(s)`,
      retryable: false,
    });
  }
  return parsed;
}
