/** Points as a number with group separators, the same on the server and in the browser. */
export const formatPoints = (n: number) => n.toLocaleString('en-US');
