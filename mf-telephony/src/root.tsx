/**
 * The softphone floats beside every layout screen, for users who have phone lines (002: "a toggle button,
 * shown only if the user has phone lines"). The phone-line list and the panel arrive with the telephony
 * work; until the lines can be known there is nothing true to show, so the root renders nothing. It is
 * mounted anyway so its lifecycles run in the portal from day one.
 */
export function Root() {
  return null;
}
