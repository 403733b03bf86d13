/** Seconds as the idle warning's countdown shows them: 2:00, 1:59 … 0:01 (negative reads as 0:00). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
