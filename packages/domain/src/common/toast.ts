/** Toast duration: at least 4 seconds, or 50 ms per character if longer (spec 002 §9). */
export function toastDurationMs(message: string): number {
  return Math.max(4000, message.length * 50);
}
