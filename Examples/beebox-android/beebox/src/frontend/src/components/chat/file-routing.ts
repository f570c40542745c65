/**
 * How each added file is represented in the message being written (contract §8, "Inline photo
 * limit"). Routing never changes where the act goes: both outcomes land in the same message.
 *
 * The iOS composer mirrors the limit (NativeComposerView.inlinePhotoLimit); change both together.
 */
export const INLINE_PHOTO_LIMIT = 3;

/** The long edge of an inline copy; the original is uploaded beside it. */
export const INLINE_PHOTO_MAX_EDGE = 1920;

export type FileRoute = "inline" | "upload";

export interface AddedFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Routes one pick. Photos ride inline while the composer's inline count (in-flight encodes
 * included) stays within the limit; when they don't all fit, the whole pick uploads instead of
 * scattering one act across two representations. Non-images always upload.
 */
export function routeAddedFiles(files: readonly AddedFile[], inlineCount: number): Map<AddedFile, FileRoute> {
  const photos = files.filter((file) => file.type.startsWith("image/"));
  const photosFit = inlineCount + photos.length <= INLINE_PHOTO_LIMIT;
  const routes = new Map<AddedFile, FileRoute>();
  for (const file of files) {
    routes.set(file, file.type.startsWith("image/") && photosFit ? "inline" : "upload");
  }
  return routes;
}
