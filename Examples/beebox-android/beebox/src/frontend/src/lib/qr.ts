import QRCode from "qrcode-svg";

/** The pairing link as an inline SVG QR code. */
export function qrSvg(text: string): string {
  return new QRCode({ content: text, padding: 2, width: 240, height: 240, ecl: "M" }).svg();
}
