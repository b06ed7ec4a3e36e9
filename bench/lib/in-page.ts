/**
 * Scripts the browser benches run in the page with `page.evaluate(string)`. Strings, because tsx would wrap the
 * named functions of a function passed to the page in a helper the page does not have.
 *
 * `inPage(body)` wraps `body` in an async function with two helpers: `frame()` resolves at the next animation
 * frame, and `drawn()` waits two more frames and answers `performance.now()` (milliseconds since navigation):
 * Leaflet's canvas and the browser paint in the frame after layers are added, so two frames later it is on screen.
 */
export const inPage = (body: string) => `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const drawn = async () => {
    await frame();
    await frame();
    return performance.now();
  };
  ${body}
})()`;
