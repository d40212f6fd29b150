/** The transition that starts an inquiry in a process, by the process alias's name; null if none. */
export function inquiryTransitionOf(processAlias: string): string | null {
  const name = processAlias.split('/')[0];
  if (name === 'default-inquiry') return 'transition/inquire-without-payment';
  if (name === 'default-booking' || name === 'default-purchase' || name === 'default-download')
    return 'transition/inquire';
  return null;
}
