/** Whether two views hold the same values, field by field: a selector's compare, so hooks re-render only on change. */
export function sameFields<View extends object>(a: View, b: View): boolean {
  return (Object.keys(a) as (keyof View)[]).every((key) => Object.is(a[key], b[key]));
}
