/** '1 preference', '3 preferences': a count with the word that agrees with it. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
