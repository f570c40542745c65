/**
 * The interface cards every box has, by role. The notification target `admin:<section>` opens the
 * admin card; the iOS NotificationTarget mirror hard-codes the same path.
 */
export const SYSTEM_CARD_PATHS = {
  dashboard: "_config/interface/dashboard.card",
  settings: "_config/interface/settings.card",
  browse: "_config/interface/browse.card",
  admin: "_config/interface/admin.card",
} as const;

export type SystemCard = keyof typeof SYSTEM_CARD_PATHS;

/** The underscore areas a notification may point into. */
export const UNDERSCORE_AREAS = ["_config", "_content", "_tmp"] as const;
