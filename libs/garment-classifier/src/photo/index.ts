// What the upload service and this library's training scripts both measure of a photo, so that the model is trained
// on what it sees at run time: the intake (format from the bytes, oriented web image and analysis raster), the
// garment mask, the garment's box and its fabric square (the closer views' places), and the garment's colours.
// No model is loaded here.
export * from './image-intake';
export * from './colour';
export * from './colour-family';
