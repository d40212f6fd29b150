/** A pin where the map draws it (the view's units). */
export interface PlacedPin {
  x: number;
  y: number;
}

/** Pins drawn as one marker: where it goes (the middle of its pins) and the pins, in their order. */
export interface PinCluster<T extends PlacedPin> {
  x: number;
  y: number;
  pins: T[];
}

/**
 * Pins closer than `distance` merged into clusters, as maps do with pins of one street or city:
 * the two nearest markers merge into one at the middle of their pins, again and again, until no
 * two markers are closer than `distance`. Every pin lands in exactly one cluster; the same pins in
 * the same order always give the same clusters (ties go to the earlier pair), and clusters come in
 * the order of their first pin.
 */
export function clusterPins<T extends PlacedPin>(pins: readonly T[], distance: number): PinCluster<T>[] {
  // Each cluster as the indices of its pins, kept in ascending order.
  const clusters = pins.map((pin, index) => ({ x: pin.x, y: pin.y, members: [index] }));
  const limit = distance * distance;
  for (;;) {
    let best = -1;
    let bestOther = -1;
    let bestDistance = limit;
    for (let a = 0; a < clusters.length; a++) {
      for (let b = a + 1; b < clusters.length; b++) {
        const dx = clusters[a]!.x - clusters[b]!.x;
        const dy = clusters[a]!.y - clusters[b]!.y;
        const d = dx * dx + dy * dy;
        if (d < bestDistance) {
          bestDistance = d;
          best = a;
          bestOther = b;
        }
      }
    }
    if (best < 0) break;
    const into = clusters[best]!;
    into.members = [...into.members, ...clusters[bestOther]!.members].sort((m, n) => m - n);
    into.x = into.members.reduce((sum, index) => sum + pins[index]!.x, 0) / into.members.length;
    into.y = into.members.reduce((sum, index) => sum + pins[index]!.y, 0) / into.members.length;
    clusters.splice(bestOther, 1);
  }
  return clusters
    .sort((a, b) => a.members[0]! - b.members[0]!)
    .map(({ x, y, members }) => ({ x, y, pins: members.map((index) => pins[index]!) }));
}
