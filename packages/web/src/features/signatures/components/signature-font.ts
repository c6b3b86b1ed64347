/** Typed signatures read as handwriting; the font stack falls back to any cursive face the device has. */
export const SIGNATURE_FONT = '"Brush Script MT", "Segoe Script", "Apple Chancery", cursive';
