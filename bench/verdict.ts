/** PASS or FAIL after a figure, beside the target it was held to. */
export const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

/** Prints one figure as `name  value  (target …)  PASS|FAIL`; returns whether it passed. */
export function figure(name: string, value: string, target: string, pass: boolean, width = 58): boolean {
  console.log(`  ${name.padEnd(width)} ${value.padStart(10)}  (target ${target})  ${verdict(pass)}`);
  return pass;
}
