// Query keys of the public directory that more than one feature uses: the doctors feature reads a
// doctor's profile under this key, the reviews feature writes the new rating into it.
export const doctorDetailsKey = (id: string) => ['upn', 'get-doctor-details', id] as const;
