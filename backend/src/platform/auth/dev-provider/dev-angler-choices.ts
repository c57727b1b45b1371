/** An angler a person may choose to be on the development provider's sign-in page. */
export interface DevAnglerChoice {
  /** Stable among the choices (a demo angler's slug, `rosa-delgado`). */
  subject: string;
  name: string;
  picture: string | null;
  location: string | null;
}

/**
 * Who a person trying the product may sign in as on the development provider: the demo anglers.
 * The platform knows no module, so the one that keeps anglers (identity) binds this; without a
 * binding the page offers only "someone new".
 */
export interface DevAnglerChoices {
  list(): Promise<DevAnglerChoice[]>;
  /**
   * Lets the provider account `issuer` + `providerSubject` sign in as the chosen angler (a linked
   * provider account, as any angler may have several). Null when no such choice exists.
   */
  link(choice: string, issuer: string, providerSubject: string): Promise<DevAnglerChoice | null>;
}
export const DevAnglerChoicesToken = Symbol.for('platform.DevAnglerChoices');

/** The provider subject of a chosen angler: a dot never appears in a typed name's subject. */
export const chosenSubjectOf = (choice: string): string => `chosen.${choice}`;
