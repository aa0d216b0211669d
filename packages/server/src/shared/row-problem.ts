/** Why one row of an Excel import cannot be imported (the 400 names the row and this reason). */
export class RowProblem extends Error {}
