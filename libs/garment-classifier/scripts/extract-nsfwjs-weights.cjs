// Decode nsfwjs@4.4.0's bundled mobilenet_v2_mid (TF-Hub MobileNetV2-1.4 ImageNet backbone) from its
// UMD .min.js wrappers into model.json + weights.bin (raw uint8-quantised tensors) for the trainer.
//   node extract-nsfwjs-weights.cjs <unpacked nsfwjs package dir> <out dir>
const fs = require('fs');
const path = require('path');
const [pkg, out] = process.argv.slice(2);
const dir = path.join(pkg, 'dist/models/mobilenet_v2_mid');
fs.mkdirSync(out, { recursive: true });
const modelJson = require(path.resolve(dir, 'model.min.js'));
const shards = fs.readdirSync(dir).filter((f) => f.startsWith('group')).sort();
const data = Buffer.concat(shards.map((f) => Buffer.from(require(path.resolve(dir, f)), 'base64')));
fs.writeFileSync(path.join(out, 'model.json'), JSON.stringify(modelJson));
fs.writeFileSync(path.join(out, 'weights.bin'), data);
console.log(`extracted ${shards.length} shards, ${data.length} bytes to ${out}`);
