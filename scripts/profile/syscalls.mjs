// Reads the table `strace -c -f` writes and sums it by what the calls were for.

// The first matching group wins; calls in none are "other".
const GROUPS = [
  [
    'file creation',
    /^(openat|open|creat|mkdir|mkdirat|rename|renameat2?|link|symlink|unlink|unlinkat|rmdir)$/,
  ],
  ['writing', /^(write|writev|pwrite64|pwritev2?|fsync|fdatasync|ftruncate|fallocate)$/],
  ['reading', /^(read|readv|pread64|preadv2?|getdents64|readlink|readlinkat)$/],
  ['file status', /^(statx|stat|lstat|fstat|newfstatat|access|faccessat2?|close|fcntl|ioctl)$/],
  ['memory', /^(mmap|munmap|mprotect|madvise|brk|mremap)$/],
  [
    'threads waiting',
    /^(futex|epoll_wait|epoll_pwait|poll|ppoll|select|pselect6|sched_yield|nanosleep|clock_nanosleep)$/,
  ],
  ['processes', /^(clone|clone3|execve|wait4|exit_group|rt_sigaction|rt_sigprocmask|prlimit64|getrusage)$/],
];

/** The rows of an `strace -c` table: system call, seconds and calls. */
export function parseStraceSummary(text) {
  const rows = [];
  for (const line of text.split('\n')) {
    const cells = line.trim().split(/\s+/);
    // "% time  seconds  usecs/call  calls  [errors]  syscall"; the total line's name is "total".
    if (cells.length < 5 || !/^\d+\.\d+$/.test(cells[0]) || !/^\d+\.\d+$/.test(cells[1])) continue;
    const name = cells[cells.length - 1];
    if (name === 'total') continue;
    rows.push({ name, seconds: Number(cells[1]), calls: Number(cells[3]) });
  }
  return rows;
}

/** Seconds and calls per group of system calls, largest first. */
export function groupSyscalls(rows) {
  const groups = new Map();
  for (const row of rows) {
    const group = GROUPS.find(([, pattern]) => pattern.test(row.name))?.[0] ?? 'other';
    const sum = groups.get(group) ?? { group, seconds: 0, calls: 0, top: [] };
    sum.seconds += row.seconds;
    sum.calls += row.calls;
    sum.top.push(row);
    groups.set(group, sum);
  }
  for (const sum of groups.values()) sum.top.sort((a, b) => b.seconds - a.seconds);
  return [...groups.values()].sort((a, b) => b.seconds - a.seconds);
}
