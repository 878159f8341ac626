/**
 * Lets the Firestore emulator start with no download on machines that have Debian's
 * google-cloud-cli-firestore-emulator package.
 *
 * firebase-tools runs `java -jar $FIRESTORE_EMULATOR_BINARY_PATH`, but the Debian jar has no Main-Class,
 * so `java -jar` refuses it. A tiny wrapper jar whose manifest names the main class and puts the Debian
 * jar on its Class-Path fixes that without copying or changing the 50 MB original.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const DEBIAN_PACKAGE = 'google-cloud-cli-firestore-emulator';
const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/**
 * The path to give firebase-tools as FIRESTORE_EMULATOR_BINARY_PATH, or undefined when the Debian jar
 * is not installed (firebase-tools then downloads its own jar, as on a developer laptop with internet).
 */
export function firestoreEmulatorJar(repoRoot: string): string | undefined {
  const debianJar = findDebianJar();
  if (!debianJar) return undefined;

  const outDir = resolve(repoRoot, '.data/firestore-emulator');
  const wrapper = join(outDir, 'firestore-wrapper.jar');
  // The manifest we fed to `jar` is kept next to the wrapper: `jar` rewrites the manifest it packs, so
  // this copy is what tells us whether the wrapper still points at the installed Debian jar.
  const stamp = join(outDir, 'MANIFEST.MF');
  const manifest = buildManifest(debianJar);
  if (existsSync(wrapper) && existsSync(stamp) && readFileSync(stamp, 'utf8') === manifest) return wrapper;

  mkdirSync(outDir, { recursive: true });
  // Build under a temporary name and rename, so a second process starting at the same time never hands
  // firebase-tools a half-written jar.
  const tmpJar = join(outDir, `.firestore-wrapper-${process.pid}.jar`);
  const tmpManifest = join(outDir, `.MANIFEST-${process.pid}.MF`);
  try {
    writeFileSync(tmpManifest, manifest, 'utf8');
    execFileSync(jarTool(), ['cfm', tmpJar, tmpManifest], { stdio: ['ignore', 'ignore', 'pipe'] });
    renameSync(tmpJar, wrapper);
    renameSync(tmpManifest, stamp);
  } finally {
    rmSync(tmpJar, { force: true });
    rmSync(tmpManifest, { force: true });
  }
  return wrapper;
}

/** Asks dpkg where the package put its jar (the layout may change between versions), else the known path. */
function findDebianJar(): string | undefined {
  let listed: string | undefined;
  try {
    listed = execFileSync('dpkg', ['-L', DEBIAN_PACKAGE], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.endsWith('/cloud-firestore-emulator.jar'));
  } catch {
    // No dpkg (not Debian) or the package is not installed: only the fallback path can still be right.
  }
  return [listed, DEBIAN_JAR].find((path): path is string => !!path && existsSync(path));
}

/**
 * A JAR manifest: every line ends with a newline and holds at most 72 bytes; longer values continue on
 * lines that start with one space. The Class-Path value is a URL, so a path with spaces is percent-encoded
 * (a bare space would split it into two entries) and the folded text is plain ASCII.
 */
function buildManifest(debianJar: string): string {
  const headers = [
    'Manifest-Version: 1.0',
    `Main-Class: ${MAIN_CLASS}`,
    `Class-Path: ${pathToFileURL(debianJar).href}`,
  ];
  return headers.map(foldManifestLine).join('');
}

function foldManifestLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  const parts: string[] = [];
  let start = 0;
  let width = 72;
  while (start < bytes.length) {
    let end = Math.min(start + width, bytes.length);
    // Never cut a UTF-8 sequence in two: step back off continuation bytes (10xxxxxx).
    while (end < bytes.length && end > start && (bytes[end] & 0xc0) === 0x80) end--;
    parts.push((parts.length ? ' ' : '') + bytes.subarray(start, end).toString('utf8'));
    start = end;
    width = 71; // the leading space counts towards the 72 bytes
  }
  return parts.map((part) => `${part}\n`).join('');
}

/** The JDK's `jar`: on PATH, or next to the real `javac` (Debian links only some JDK tools into /usr/bin). */
function jarTool(): string {
  const onPath = findOnPath('jar');
  if (onPath) return onPath;
  const javac = findOnPath('javac');
  const besideJavac = javac && join(dirname(realpathSync(javac)), 'jar');
  if (besideJavac && existsSync(besideJavac)) return besideJavac;
  throw new Error(
    `The Firestore emulator from ${DEBIAN_PACKAGE} is installed, but the JDK tool "jar" was not found ` +
      'to build its wrapper: install a JDK (e.g. openjdk-17-jdk-headless).',
  );
}

function findOnPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}
