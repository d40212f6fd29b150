/**
 * Typed values that the wire formats encode specially. Presenters build resources from these so one
 * payload can be written as Transit (tagged: `~u`, `~#mn`, `~#geo`, `~f`, `~m`) or as plain JSON.
 */

/** A resource id. Transit `~u`, JSON string. */
export class WireUuid {
  constructor(readonly uuid: string) {}
}

/** An amount in minor units of a currency. Transit `~#mn`, JSON `{amount, currency}`. */
export class WireMoney {
  constructor(
    readonly amount: number,
    readonly currency: string,
  ) {}
}

/** A coordinate. Transit `~#geo`, JSON `{lat, lng}`. */
export class WireLatLng {
  constructor(
    readonly lat: number,
    readonly lng: number,
  ) {}
}

/** An exact decimal (line-item quantities and percentages). Transit `~f`, JSON string. */
export class WireDecimal {
  constructor(readonly value: string) {}
}

/** An enumerated value the API sends as a keyword (e.g. `permission/allow`). Transit `~:`, JSON string. */
export class WireKeyword {
  constructor(readonly name: string) {}
}

/** Anything a presenter may put in a response. */
export type WireValue =
  | null
  | undefined
  | string
  | number
  | boolean
  | Date
  | WireUuid
  | WireMoney
  | WireLatLng
  | WireDecimal
  | WireKeyword
  | WireValue[]
  | { [key: string]: WireValue };
