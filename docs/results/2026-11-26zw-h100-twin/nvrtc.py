import ctypes, sys, glob, os
lib = ctypes.CDLL(glob.glob(os.environ['LD_LIBRARY_PATH'].split(':')[0] + '/libnvrtc.so*')[0])
src = open(sys.argv[1]).read().encode()
prog = ctypes.c_void_p()
assert lib.nvrtcCreateProgram(ctypes.byref(prog), src, b"k.cu", 0, None, None) == 0
opts = [b"--gpu-architecture=compute_90", b"-default-device", b"--std=c++17"]
arr = (ctypes.c_char_p * len(opts))(*opts)
r = lib.nvrtcCompileProgram(prog, len(opts), arr)
n = ctypes.c_size_t(); lib.nvrtcGetProgramLogSize(prog, ctypes.byref(n)); log = ctypes.create_string_buffer(n.value); lib.nvrtcGetProgramLog(prog, log)
if r: print(log.value.decode()); sys.exit(1)
lib.nvrtcGetPTXSize(prog, ctypes.byref(n)); ptx = ctypes.create_string_buffer(n.value); lib.nvrtcGetPTX(prog, ptx)
open(sys.argv[2], 'wb').write(ptx.value)
