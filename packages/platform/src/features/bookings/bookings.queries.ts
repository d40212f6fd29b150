// The bookings feature's public data surface: bookings have no use case of their own, so
// availability (seats), search (the availability index) and transactions (a transition's booking)
// read and write them through this module; the repository stays private. Each function takes the
// database or the caller's transaction (a transition's write passes its own).
export {
  findBookingsOfListingPage,
  findBookingsOfTransactions,
  findSeatHoldingBookings,
  findSeatHoldingBookingsOfMany,
  insertBooking,
  lockListingCalendar,
  setBookingState,
} from './bookings.repository.ts';
