/** The per-box location preference, owned by the web for both composers. */
export function locationKey(boxSlug: string): string {
  return `beebox.location.${boxSlug}`;
}

export function isLocationEnabled(boxSlug: string): boolean {
  return localStorage.getItem(locationKey(boxSlug)) === "on";
}

/** Captures a fix and stores it with the preference; throws when the browser refuses. */
export function captureAndStore(boxSlug: string, now: number): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        localStorage.setItem(locationKey(boxSlug), "on");
        localStorage.setItem(`${locationKey(boxSlug)}.fix`, JSON.stringify({ at: now, ...position.coords }));
        resolve(position);
      },
      (error) => reject(new Error(error.message)),
      { enableHighAccuracy: false, timeout: 10_000 },
    );
  });
}
