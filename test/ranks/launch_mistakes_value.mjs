// A rank module whose default export is not a function.
export default { ranks: 4 };
