import { fingerprint } from "../jobs/remotes/streams.js";

const MAX_CACHED_CLIENTS = 200;

/** One client per API key, most recently used kept, the oldest dropped past the limit; keyed by fingerprint. */
export function perKey<T>(make: (apiKey: string) => T): (apiKey: string) => T {
  const cache = new Map<string, T>();
  return (apiKey) => {
    const id = fingerprint(apiKey);
    let client = cache.get(id);
    if (client !== undefined) cache.delete(id);
    else client = make(apiKey);
    cache.set(id, client);
    if (cache.size > MAX_CACHED_CLIENTS) cache.delete(cache.keys().next().value!);
    return client;
  };
}
