/** Where the Strata mobile app is published (the right-click menu's store links, spec 000 §2). */
export const STORE_LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=app.strata.mobile',
  appStore: 'https://apps.apple.com/app/strata-community/id6470000000',
} as const;
