import type { TVehicleOption } from '../api/trip-operations';

/**
 * A vehicle can carry a trip's passengers when it has a seat for every ticket sold on the trip (the trip card's
 * booked count, any agency's). The seeds set no rule; a 9-seat limousine put on a sleeper trip with 30 tickets sold
 * would strand 21 passengers. The server refuses such a change of vehicle; the trip update dialog shows why before it
 * is tried.
 */
export function vehicleFitsTrip(vehicle: Pick<TVehicleOption, 'seatCount'>, bookedSeats: number): boolean {
  return vehicle.seatCount >= bookedSeats;
}
