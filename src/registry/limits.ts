/**
 * Limits of the `/node` options. The query and the id travel in the paging buttons' `custom_id`
 * (100 characters at most, after `node:s:<page>:<os>:<accelerator>:` or `node:c:<page>:`), hence
 * their caps.
 */
export const NODE_LIMITS = {
  query: { min: 1, max: 60 },
  id: { min: 1, max: 80, pattern: /^[\w.-]+$/u, allowed: "letters, digits and - _ ." },
  className: { min: 1, max: 200 },
} as const;

/** The registry's `supported_os` and `supported_accelerator` filters, as the packs declare them. */
export const OS_CHOICES = ["windows", "linux", "macos"] as const;
export const ACCELERATOR_CHOICES = ["cuda", "rocm", "mps", "cpu"] as const;
