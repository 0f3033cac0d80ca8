// The bench's camera where PulseAudio is the microphone: Chromium's fake devices come as a pair
// (its fake camera brings its fake microphone), so with BENCH_VIDEO=1 and PulseAudio each page
// takes its camera from a canvas instead: 1280x720 at 30 fps, moving and noisy enough that the
// encoder works as it would on a camera, beside the real (PulseAudio) microphone.

/** An init script: getUserMedia's video comes from the canvas, its audio from the browser. */
export const CANVAS_CAMERA_INIT = `(() => {
  const devices = navigator.mediaDevices;
  if (!devices) return;
  const open = devices.getUserMedia.bind(devices);
  const camera = () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 720;
    const g = canvas.getContext('2d');
    let frame = 0;
    const draw = () => {
      frame++;
      const hue = (frame * 2) % 360;
      g.fillStyle = 'hsl(' + hue + ', 60%, 45%)';
      g.fillRect(0, 0, 1280, 720);
      // A hand's worth of motion and grain: blocks that move and change every frame.
      for (let i = 0; i < 400; i++) {
        const x = (i * 97 + frame * 13) % 1280;
        const y = (i * 53 + frame * 7) % 720;
        g.fillStyle = 'hsl(' + ((hue + i * 37) % 360) + ', 70%, ' + (30 + ((i * frame) % 40)) + '%)';
        g.fillRect(x, y, 24, 24);
      }
    };
    draw();
    const timer = setInterval(draw, 1000 / 30);
    const track = canvas.captureStream(30).getVideoTracks()[0];
    // A canvas's track has an id no device list holds: the room would take it for an unplugged
    // camera and open another. Without one it is taken as the default camera.
    const settings = track.getSettings.bind(track);
    track.getSettings = () => {
      const s = settings();
      delete s.deviceId;
      return s;
    };
    const stop = track.stop.bind(track);
    track.stop = () => {
      clearInterval(timer);
      stop();
    };
    return track;
  };
  devices.getUserMedia = async (constraints) => {
    if (!constraints || !constraints.video) return open(constraints);
    const sound = constraints.audio ? await open({ audio: constraints.audio }) : null;
    return new MediaStream([...(sound ? sound.getAudioTracks() : []), camera()]);
  };
})();`;
