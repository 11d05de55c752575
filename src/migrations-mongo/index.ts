// MongoDB needs no schema migrations; data migrations for it go here.
export const migrations = []
