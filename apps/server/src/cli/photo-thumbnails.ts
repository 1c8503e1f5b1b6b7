// npm run photos:thumbnails
// Gives every photo uploaded before the card-sized copies existed its copies (decision 038), on the
// storage the server is configured with (local disk or S3). Safe to run again, and while serving.
import { loadConfigWith } from '../config.js';
import { openDatabase } from '../db/open.js';
import { backfillPhotoCopies } from '../modules/images/photo-copies.js';
import { createDiskStorage, createS3Storage } from '../providers/storage/storage.js';

const config = loadConfigWith({ JOBS: 'off', SEED_DEMO: 'false' });
const database = await openDatabase(config);
try {
  const storage =
    config.storage.mode === 's3'
      ? createS3Storage(config.storage)
      : createDiskStorage(config.storage.dir);
  const result = await backfillPhotoCopies({
    db: database.db,
    storage,
    log: (line) => console.log(line),
  });
  console.log(`${result.photos} photos given their copies, ${result.failed.length} failed.`);
  if (result.failed.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
