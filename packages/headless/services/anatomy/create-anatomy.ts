// A type alias, not an interface: prop objects must be assignable to `mergeProps`' record type.
/** The `data-scope` and `data-part` attributes that name one part of a component. */
export type PartAttributes<Scope extends string, Part extends string> = {
  /** The component the part belongs to. */
  'data-scope': Scope;
  /** The part's name within the component. */
  'data-part': Part;
};

/** A component's parts, by key, each with the attributes its element carries. */
export type Anatomy<Scope extends string, Parts extends Record<string, string>> = {
  readonly [Key in keyof Parts]: { readonly attrs: PartAttributes<Scope, Parts[Key]> };
};

/** Builds an anatomy from a scope and a map of part keys to `data-part` names. */
export function createAnatomy<
  const Scope extends string,
  const Parts extends Record<string, string>,
>(scope: Scope, parts: Parts): Anatomy<Scope, Parts> {
  return Object.fromEntries(
    Object.entries(parts).map(([key, part]) => [
      key,
      { attrs: { 'data-scope': scope, 'data-part': part } },
    ]),
  ) as Anatomy<Scope, Parts>;
}

/** The props of a part rendered as a `<button type="button">` that runs `onClick`. */
export type PartButtonProps<Part extends { attrs: object }> = Part['attrs'] & {
  type: 'button';
  onClick(): void;
};

/** A part's attributes as a `<button type="button">` that runs `onClick` (the connects' getters). */
export function partButton<Part extends { attrs: object }>(
  part: Part,
  onClick: () => void,
): PartButtonProps<Part> {
  return { ...(part.attrs as Part['attrs']), type: 'button', onClick };
}
