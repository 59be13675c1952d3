// Times one API call a second against the server, in its own process: the load generator's busy event loop must
// not delay the answers it measures. Started with (url, token, body) and stopped with a 'stop' message; it sends
// the latencies (ms) back, and when each call over a second started (s since the probe started).
const [url, token, body] = process.argv.slice(2);
const times = [];
const slow = [];
const started = performance.now();
let running = true;
process.on('message', (m) => {
  if (m === 'stop') running = false;
});
while (running) {
  const t0 = performance.now();
  try {
    const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
    await r.arrayBuffer();
    times.push(r.ok ? performance.now() - t0 : Infinity);
    if (times.at(-1) > 1000) slow.push({ at: (t0 - started) / 1000, ms: times.at(-1) });
  } catch {
    times.push(Infinity);
    slow.push({ at: (t0 - started) / 1000, ms: Infinity });
  }
  await new Promise((r) => setTimeout(r, 1000));
}
process.send({ times, slow }, () => process.exit(0));
