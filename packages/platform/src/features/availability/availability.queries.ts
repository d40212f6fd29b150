// What other features read of availability exceptions (search's availability index); the
// repository stays private to availability. Takes the caller's transaction when it reads in one.
export { findExceptionsOverlappingMany } from './availability-exceptions.repository.ts';
