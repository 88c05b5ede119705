/**
 * The one platform API key the fakes accept, as the real platform issues one key for both the
 * cloud service and the registry + partner proxy. Not a secret: it opens only the fakes.
 */
export const FAKE_API_KEY = "fc_test_key_0001abcd";
