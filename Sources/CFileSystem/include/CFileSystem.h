#ifndef RENDER_LIST_CFILESYSTEM_H
#define RENDER_LIST_CFILESYSTEM_H

/// Swaps the two paths in one atomic step (Linux renameat2 with RENAME_EXCHANGE).
/// Returns 0 on success, or an errno value (ENOSYS or EINVAL where the system or the file
/// system cannot do it; the caller then falls back to two renames).
int rl_exchange_paths(const char *first, const char *second);

#endif
