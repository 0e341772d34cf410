/** The checkout form's fields as posted, by name. */
export type Posted = Readonly<Record<string, string>>;
