/** A <ul> without bullets or indents, for lists laid out as grids or rows (cards, features, thumbnails). */
export const bareList = { listStyle: "none", p: 0, m: 0 } as const;
